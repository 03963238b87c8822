ALTER TABLE "contact_messages" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "email" text;