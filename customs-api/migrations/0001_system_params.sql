CREATE TABLE "system_param" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- Report frames of the statistics module: empty = the console's built-in report page.
INSERT INTO "system_param" ("key", "value", "description") VALUES
	('report.frame.url.ExpuFromPassMonth', '', '出口放行月报 报表地址（为空则使用内置报表）'),
	('report.frame.url.ExpuFromPassWeek', '', '出口放行周报 报表地址（为空则使用内置报表）'),
	('report.frame.url.InvoFromPassMonth', '', '进口放行月报 报表地址（为空则使用内置报表）'),
	('report.frame.url.InvoFromPassWeek', '', '进口放行周报 报表地址（为空则使用内置报表）'),
	('report.frame.url.platefromMonth', '', '平台月报 报表地址（为空则使用内置报表）'),
	('report.frame.url.platefromWeek', '', '平台周报 报表地址（为空则使用内置报表）')
ON CONFLICT ("key") DO NOTHING;
