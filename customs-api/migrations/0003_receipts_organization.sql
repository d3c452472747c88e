CREATE TABLE "audit_log" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "audit_log_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"target_name" text DEFAULT '' NOT NULL,
	"before" text,
	"after" text,
	"reason" text
);
--> statement-breakpoint
CREATE TABLE "company_application" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_application_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"company_id" text,
	"applicant_id" text NOT NULL,
	"name" text NOT NULL,
	"uscc" text NOT NULL,
	"customs_code" text NOT NULL,
	"types" text[] DEFAULT '{}'::text[] NOT NULL,
	"legal_representative" text DEFAULT '' NOT NULL,
	"contact_name" text DEFAULT '' NOT NULL,
	"contact_phone" text DEFAULT '' NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"reject_reason" text,
	"submitted_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_application_event" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "company_application_event_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"application_id" bigint NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"actor_id" text NOT NULL,
	"actor_name" text NOT NULL,
	"reason" text,
	"at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "hs_code" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"unit1" text NOT NULL,
	"unit2" text,
	"elements" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_attribute_def" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"type" text DEFAULT 'text' NOT NULL,
	"options" text DEFAULT '[]' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_attribute_value" (
	"member_id" text NOT NULL,
	"code" text NOT NULL,
	"value" text NOT NULL,
	CONSTRAINT "member_attribute_value_member_id_code_pk" PRIMARY KEY("member_id","code")
);
--> statement-breakpoint
CREATE TABLE "receipt" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint,
	"message_type" text NOT NULL,
	"doc_type" text NOT NULL,
	"ie_flag" text NOT NULL,
	"head_id" bigint NOT NULL,
	"guid" text,
	"cop_no" text,
	"pre_no" text,
	"invt_no" text,
	"order_no" text,
	"logistics_no" text,
	"customs_code" text,
	"ebp_code" text,
	"ebc_code" text,
	"agent_code" text,
	"return_status" integer NOT NULL,
	"return_time" timestamp (3) with time zone NOT NULL,
	"return_info" text DEFAULT '' NOT NULL,
	"dedupe_key" text NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "receipt_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "receipt_message" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_message_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_type" text,
	"guid" text,
	"source" text NOT NULL,
	"file_name" text,
	"raw" text NOT NULL,
	"receipt_count" integer DEFAULT 0 NOT NULL,
	"duplicate_count" integer DEFAULT 0 NOT NULL,
	"failure_count" integer DEFAULT 0 NOT NULL,
	"received_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receipt_parse_failure" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "receipt_parse_failure_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"message_id" bigint,
	"message_type" text,
	"doc_no" text,
	"reason" text NOT NULL,
	"raw" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"resolve_note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stored_document" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "stored_document_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"owner_type" text NOT NULL,
	"owner_id" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "legal_representative" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "contact_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "contact_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "status" text DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "authenticated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "guarantee_limit" numeric(19, 2) DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "inventory_head" ADD COLUMN "return_status" integer;--> statement-breakpoint
ALTER TABLE "inventory_head" ADD COLUMN "return_time" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "inventory_head" ADD COLUMN "return_info" text;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "email" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "password_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_group" ADD COLUMN "description" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "permission_group" ADD COLUMN "created_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "company_application" ADD CONSTRAINT "company_application_company_id_company_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."company"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application" ADD CONSTRAINT "company_application_applicant_id_member_id_fk" FOREIGN KEY ("applicant_id") REFERENCES "public"."member"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_application_event" ADD CONSTRAINT "company_application_event_application_id_company_application_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."company_application"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_attribute_value" ADD CONSTRAINT "member_attribute_value_member_id_member_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."member"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_attribute_value" ADD CONSTRAINT "member_attribute_value_code_member_attribute_def_code_fk" FOREIGN KEY ("code") REFERENCES "public"."member_attribute_def"("code") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_message_id_receipt_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."receipt_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt" ADD CONSTRAINT "receipt_head_id_inventory_head_id_fk" FOREIGN KEY ("head_id") REFERENCES "public"."inventory_head"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "receipt_parse_failure" ADD CONSTRAINT "receipt_parse_failure_message_id_receipt_message_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."receipt_message"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_type","target_id","at");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at");--> statement-breakpoint
CREATE INDEX "company_application_status_idx" ON "company_application" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "company_application_uscc_idx" ON "company_application" USING btree ("uscc");--> statement-breakpoint
CREATE INDEX "company_application_applicant_idx" ON "company_application" USING btree ("applicant_id");--> statement-breakpoint
CREATE INDEX "company_application_event_app_idx" ON "company_application_event" USING btree ("application_id","at");--> statement-breakpoint
CREATE INDEX "hs_code_name_idx" ON "hs_code" USING btree ("name");--> statement-breakpoint
CREATE INDEX "receipt_head_idx" ON "receipt" USING btree ("head_id","return_time");--> statement-breakpoint
CREATE INDEX "receipt_time_idx" ON "receipt" USING btree ("return_time","id");--> statement-breakpoint
CREATE INDEX "receipt_status_idx" ON "receipt" USING btree ("return_status","return_time");--> statement-breakpoint
CREATE INDEX "receipt_customs_idx" ON "receipt" USING btree ("customs_code","return_time");--> statement-breakpoint
CREATE INDEX "receipt_ebc_idx" ON "receipt" USING btree ("ebc_code","return_time");--> statement-breakpoint
CREATE INDEX "receipt_cop_idx" ON "receipt" USING btree ("cop_no");--> statement-breakpoint
CREATE INDEX "receipt_invt_idx" ON "receipt" USING btree ("invt_no");--> statement-breakpoint
CREATE INDEX "receipt_order_idx" ON "receipt" USING btree ("order_no");--> statement-breakpoint
CREATE INDEX "receipt_message_received_idx" ON "receipt_message" USING btree ("received_at","id");--> statement-breakpoint
CREATE INDEX "receipt_parse_failure_status_idx" ON "receipt_parse_failure" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "receipt_parse_failure_doc_idx" ON "receipt_parse_failure" USING btree ("doc_no");--> statement-breakpoint
CREATE INDEX "stored_document_owner_idx" ON "stored_document" USING btree ("owner_type","owner_id");--> statement-breakpoint
CREATE INDEX "inventory_head_return_idx" ON "inventory_head" USING btree ("ie_flag","return_status","created_at");--> statement-breakpoint
CREATE INDEX "inventory_head_return_time_idx" ON "inventory_head" USING btree ("return_time");--> statement-breakpoint
CREATE INDEX "inventory_head_assure_idx" ON "inventory_head" USING btree ("assure_code");