CREATE TABLE "game_plays" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"child_id" integer NOT NULL,
	"game_id" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"score" integer,
	"finished_at" timestamp with time zone,
	CONSTRAINT "game_plays_score_check" CHECK ("game_plays"."score" IS NULL OR "game_plays"."score" >= 0)
);
--> statement-breakpoint
ALTER TABLE "game_plays" ADD CONSTRAINT "game_plays_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "game_plays_child_game_idx" ON "game_plays" USING btree ("child_id","game_id","score");