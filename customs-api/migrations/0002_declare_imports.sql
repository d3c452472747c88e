CREATE TABLE "import_batch" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "import_batch_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"file_name" text NOT NULL,
	"file_size" integer NOT NULL,
	"ie_flag" text NOT NULL,
	"message_type" text NOT NULL,
	"company_id" text,
	"company_code" text,
	"company_name" text,
	"total_heads" integer DEFAULT 0 NOT NULL,
	"ok_heads" integer DEFAULT 0 NOT NULL,
	"failed_heads" integer DEFAULT 0 NOT NULL,
	"status" text NOT NULL,
	"errors" text DEFAULT '[]' NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_by_name" text NOT NULL,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "import_batch_file" (
	"batch_id" bigint PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_head" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_head_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"batch_id" bigint,
	"ie_flag" text NOT NULL,
	"workflow_status" text DEFAULT 'imported' NOT NULL,
	"cop_no" text NOT NULL,
	"pre_no" text,
	"invt_no" text,
	"order_no" text NOT NULL,
	"ebp_code" text NOT NULL,
	"ebp_name" text NOT NULL,
	"ebc_code" text NOT NULL,
	"ebc_name" text NOT NULL,
	"logistics_no" text NOT NULL,
	"logistics_code" text NOT NULL,
	"logistics_name" text NOT NULL,
	"assure_code" text,
	"ems_no" text,
	"customs_code" text NOT NULL,
	"port_code" text NOT NULL,
	"ie_date" date,
	"statistics_flag" text,
	"agent_code" text NOT NULL,
	"agent_name" text NOT NULL,
	"owner_code" text,
	"owner_name" text,
	"area_code" text,
	"area_name" text,
	"trade_mode" text NOT NULL,
	"traf_mode" text NOT NULL,
	"traf_no" text,
	"voyage_no" text,
	"bill_no" text,
	"total_package_no" text,
	"loct_no" text,
	"license_no" text,
	"country" text NOT NULL,
	"pod" text,
	"freight" numeric(19, 5) NOT NULL,
	"f_currency" text,
	"f_flag" text,
	"insured_fee" numeric(19, 5) NOT NULL,
	"i_currency" text,
	"i_flag" text,
	"currency" text,
	"wrap_type" text,
	"pack_no" integer NOT NULL,
	"gross_weight" numeric(19, 5) NOT NULL,
	"net_weight" numeric(19, 5) NOT NULL,
	"buyer_id_type" text,
	"buyer_id_number" text,
	"buyer_name" text,
	"buyer_telephone" text,
	"consignee_address" text,
	"note" text,
	"total_price" numeric(19, 5) NOT NULL,
	"line_count" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inventory_list" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "inventory_list_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"head_id" bigint NOT NULL,
	"gnum" integer NOT NULL,
	"item_record_no" text,
	"item_no" text,
	"item_name" text,
	"gcode" text NOT NULL,
	"gname" text NOT NULL,
	"gmodel" text NOT NULL,
	"bar_code" text,
	"country" text NOT NULL,
	"trade_country" text,
	"currency" text NOT NULL,
	"qty" numeric(19, 5) NOT NULL,
	"unit" text NOT NULL,
	"qty1" numeric(19, 5) NOT NULL,
	"unit1" text NOT NULL,
	"qty2" numeric(19, 5),
	"unit2" text,
	"price" numeric(19, 5) NOT NULL,
	"total_price" numeric(19, 5) NOT NULL,
	"note" text
);
--> statement-breakpoint
ALTER TABLE "import_batch_file" ADD CONSTRAINT "import_batch_file_batch_id_import_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batch"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_head" ADD CONSTRAINT "inventory_head_batch_id_import_batch_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."import_batch"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inventory_list" ADD CONSTRAINT "inventory_list_head_id_inventory_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."inventory_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "import_batch_uploaded_idx" ON "import_batch" USING btree ("uploaded_at","id");--> statement-breakpoint
CREATE INDEX "import_batch_company_idx" ON "import_batch" USING btree ("company_id","uploaded_at");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_head_ebc_cop_uq" ON "inventory_head" USING btree ("ebc_code","cop_no");--> statement-breakpoint
CREATE INDEX "inventory_head_created_idx" ON "inventory_head" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "inventory_head_cop_idx" ON "inventory_head" USING btree ("cop_no");--> statement-breakpoint
CREATE INDEX "inventory_head_order_idx" ON "inventory_head" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "inventory_head_logistics_idx" ON "inventory_head" USING btree ("logistics_no");--> statement-breakpoint
CREATE INDEX "inventory_head_invt_idx" ON "inventory_head" USING btree ("invt_no");--> statement-breakpoint
CREATE INDEX "inventory_head_agent_idx" ON "inventory_head" USING btree ("agent_code","created_at");--> statement-breakpoint
CREATE INDEX "inventory_head_ebp_idx" ON "inventory_head" USING btree ("ebp_code","created_at");--> statement-breakpoint
CREATE INDEX "inventory_head_ebc_created_idx" ON "inventory_head" USING btree ("ebc_code","created_at");--> statement-breakpoint
CREATE INDEX "inventory_head_customs_idx" ON "inventory_head" USING btree ("customs_code","created_at");--> statement-breakpoint
CREATE INDEX "inventory_head_trade_mode_idx" ON "inventory_head" USING btree ("trade_mode","created_at");--> statement-breakpoint
CREATE INDEX "inventory_head_ie_date_idx" ON "inventory_head" USING btree ("ie_date");--> statement-breakpoint
CREATE INDEX "inventory_head_status_idx" ON "inventory_head" USING btree ("workflow_status","created_at");--> statement-breakpoint
CREATE INDEX "inventory_head_batch_idx" ON "inventory_head" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "inventory_list_head_gnum_uq" ON "inventory_list" USING btree ("head_id","gnum");--> statement-breakpoint
CREATE INDEX "inventory_list_gcode_idx" ON "inventory_list" USING btree ("gcode");