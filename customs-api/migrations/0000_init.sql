CREATE TABLE "captcha" (
	"id" text PRIMARY KEY NOT NULL,
	"answer_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "company" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"uscc" text NOT NULL,
	"customs_code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "company_uscc_unique" UNIQUE("uscc")
);
--> statement-breakpoint
CREATE TABLE "dictionary_item" (
	"id" serial PRIMARY KEY NOT NULL,
	"type_code" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "dictionary_item_type_code_uq" UNIQUE("type_code","code")
);
--> statement-breakpoint
CREATE TABLE "dictionary_type" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "group_resource" (
	"group_id" text NOT NULL,
	"resource_id" integer NOT NULL,
	CONSTRAINT "group_resource_group_id_resource_id_pk" PRIMARY KEY("group_id","resource_id")
);
--> statement-breakpoint
CREATE TABLE "login_failure" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"client_address" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_lock" (
	"subject" text PRIMARY KEY NOT NULL,
	"locked_until" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member" (
	"id" text PRIMARY KEY NOT NULL,
	"username" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"company_id" text,
	"enabled" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "member_group" (
	"member_id" text NOT NULL,
	"group_id" text NOT NULL,
	CONSTRAINT "member_group_member_id_group_id_pk" PRIMARY KEY("member_id","group_id")
);
--> statement-breakpoint
CREATE TABLE "permission_group" (
	"id" text PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "permission_group_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "resource" (
	"id" serial PRIMARY KEY NOT NULL,
	"parent_id" integer,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"param" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"icon" text DEFAULT '' NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"hidden" boolean DEFAULT false NOT NULL,
	CONSTRAINT "resource_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "rsa_key" (
	"id" text PRIMARY KEY NOT NULL,
	"public_key_pem" text NOT NULL,
	"private_key_pem" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"retired_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "session_token" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "dictionary_item" ADD CONSTRAINT "dictionary_item_type_code_dictionary_type_code_fk" FOREIGN KEY ("type_code") REFERENCES "public"."dictionary_type"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_resource" ADD CONSTRAINT "group_resource_group_id_permission_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."permission_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_resource" ADD CONSTRAINT "group_resource_resource_id_resource_id_fk" FOREIGN KEY ("resource_id") REFERENCES "public"."resource"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member" ADD CONSTRAINT "member_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_group" ADD CONSTRAINT "member_group_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_group" ADD CONSTRAINT "member_group_group_id_permission_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."permission_group"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_token" ADD CONSTRAINT "session_token_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "login_failure_username_idx" ON "login_failure" USING btree ("username","failed_at");--> statement-breakpoint
CREATE INDEX "login_failure_address_idx" ON "login_failure" USING btree ("client_address","failed_at");