CREATE TABLE "activity_completions" (
	"child_id" integer NOT NULL,
	"activity_uuid" uuid NOT NULL,
	"points" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_completions_child_id_activity_uuid_pk" PRIMARY KEY("child_id","activity_uuid")
);
--> statement-breakpoint
CREATE TABLE "learning_activities" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"lesson_uuid" uuid NOT NULL,
	"type" text NOT NULL,
	"title" jsonb NOT NULL,
	"points" integer NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL,
	"narration" jsonb,
	"content" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_lessons" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"module_uuid" uuid NOT NULL,
	"name" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learning_modules" (
	"uuid" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"content_hash" text NOT NULL,
	"retired_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"organization_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"art" text NOT NULL,
	"age_min" integer NOT NULL,
	"age_max" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lesson_completions" (
	"child_id" integer NOT NULL,
	"lesson_uuid" uuid NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lesson_completions_child_id_lesson_uuid_pk" PRIMARY KEY("child_id","lesson_uuid")
);
--> statement-breakpoint
ALTER TABLE "activity_completions" ADD CONSTRAINT "activity_completions_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_completions" ADD CONSTRAINT "activity_completions_activity_uuid_learning_activities_uuid_fk" FOREIGN KEY ("activity_uuid") REFERENCES "public"."learning_activities"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_activities" ADD CONSTRAINT "learning_activities_lesson_uuid_learning_lessons_uuid_fk" FOREIGN KEY ("lesson_uuid") REFERENCES "public"."learning_lessons"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_lessons" ADD CONSTRAINT "learning_lessons_module_uuid_learning_modules_uuid_fk" FOREIGN KEY ("module_uuid") REFERENCES "public"."learning_modules"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_modules" ADD CONSTRAINT "learning_modules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_child_id_users_id_fk" FOREIGN KEY ("child_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lesson_completions" ADD CONSTRAINT "lesson_completions_lesson_uuid_learning_lessons_uuid_fk" FOREIGN KEY ("lesson_uuid") REFERENCES "public"."learning_lessons"("uuid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "activity_completions_activity_idx" ON "activity_completions" USING btree ("activity_uuid");--> statement-breakpoint
CREATE INDEX "learning_activities_listing_idx" ON "learning_activities" USING btree ("lesson_uuid","position");--> statement-breakpoint
CREATE INDEX "learning_lessons_listing_idx" ON "learning_lessons" USING btree ("module_uuid","position");--> statement-breakpoint
CREATE INDEX "learning_modules_listing_idx" ON "learning_modules" USING btree ("organization_id","position");--> statement-breakpoint
CREATE INDEX "lesson_completions_lesson_idx" ON "lesson_completions" USING btree ("lesson_uuid");