ALTER TABLE "shop_orders" DROP CONSTRAINT "shop_orders_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "shop_orders" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "activity_completions" ADD COLUMN "first_try" boolean;--> statement-breakpoint
ALTER TABLE "activity_completions" ADD COLUMN "seconds" integer;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD COLUMN "anonymized_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_version" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cookie_consent" jsonb;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_summary" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "weekly_summary_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allow_games" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "allow_videos" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;