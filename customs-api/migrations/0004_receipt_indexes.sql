CREATE INDEX "inventory_head_pre_idx" ON "inventory_head" USING btree ("pre_no");--> statement-breakpoint
CREATE INDEX "receipt_received_idx" ON "receipt" USING btree ("received_at","id");