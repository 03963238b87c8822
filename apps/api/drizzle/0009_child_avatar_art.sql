ALTER TABLE "users" ADD COLUMN "avatar_art" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_one_avatar" CHECK ("users"."avatar" is null or "users"."avatar_art" is null);