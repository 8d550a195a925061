ALTER TABLE "payments" ADD COLUMN "gateway_receipt" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "payer_phone" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "gateway_callback" jsonb;