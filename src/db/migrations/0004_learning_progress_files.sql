CREATE TABLE "stored_files" (
	"full_path" text PRIMARY KEY NOT NULL,
	"bucket" text NOT NULL,
	"name" text NOT NULL,
	"generation" bigint NOT NULL,
	"metageneration" integer DEFAULT 1 NOT NULL,
	"size" integer NOT NULL,
	"content_type" text NOT NULL,
	"md5_hash" text NOT NULL,
	"cache_control" text,
	"content_disposition" text,
	"content_encoding" text,
	"content_language" text,
	"custom_metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"uploaded_by" text,
	"time_created" timestamp with time zone DEFAULT now() NOT NULL,
	"updated" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_size_check" CHECK ("stored_files"."size" > 0)
);
--> statement-breakpoint
CREATE TABLE "badges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "badges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"icon_emoji" text,
	"icon_path" text,
	"rule_kind" text NOT NULL,
	"rule_threshold" integer DEFAULT 1 NOT NULL,
	"rule_course_id" integer,
	"xp_bonus" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "badges_slug_unique" UNIQUE("slug"),
	CONSTRAINT "badges_rule_kind_check" CHECK ("badges"."rule_kind" in ('xp', 'lessons', 'course', 'perfect', 'streak', 'sim_first_trade', 'sim_first_profit', 'sim_sectors')),
	CONSTRAINT "badges_threshold_check" CHECK ("badges"."rule_threshold" >= 1),
	CONSTRAINT "badges_xp_bonus_check" CHECK ("badges"."xp_bonus" between 0 and 1000),
	CONSTRAINT "badges_course_rule_check" CHECK (("badges"."rule_kind" = 'course') = ("badges"."rule_course_id" is not null)),
	CONSTRAINT "badges_icon_check" CHECK ("badges"."icon_emoji" is not null or "badges"."icon_path" is not null)
);
--> statement-breakpoint
CREATE TABLE "daily_xp" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"xp" integer DEFAULT 0 NOT NULL,
	"lessons_completed" integer DEFAULT 0 NOT NULL,
	"shielded" boolean DEFAULT false NOT NULL,
	CONSTRAINT "daily_xp_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
CREATE TABLE "learning_profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"daily_goal_xp" integer DEFAULT 20 NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"streak_current" integer DEFAULT 0 NOT NULL,
	"streak_longest" integer DEFAULT 0 NOT NULL,
	"streak_last_day" date,
	"streak_shields" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "learning_profiles_goal_check" CHECK ("learning_profiles"."daily_goal_xp" in (10, 20, 30, 50)),
	CONSTRAINT "learning_profiles_streak_check" CHECK ("learning_profiles"."streak_current" >= 0 and "learning_profiles"."streak_longest" >= "learning_profiles"."streak_current"),
	CONSTRAINT "learning_profiles_shields_check" CHECK ("learning_profiles"."streak_shields" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "user_badges" (
	"user_id" text NOT NULL,
	"badge_id" integer NOT NULL,
	"awarded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_badges_user_id_badge_id_pk" PRIMARY KEY("user_id","badge_id")
);
--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_icon_path_stored_files_full_path_fk" FOREIGN KEY ("icon_path") REFERENCES "public"."stored_files"("full_path") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "badges" ADD CONSTRAINT "badges_rule_course_id_courses_id_fk" FOREIGN KEY ("rule_course_id") REFERENCES "public"."courses"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_xp" ADD CONSTRAINT "daily_xp_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learning_profiles" ADD CONSTRAINT "learning_profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_badges" ADD CONSTRAINT "user_badges_badge_id_badges_id_fk" FOREIGN KEY ("badge_id") REFERENCES "public"."badges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_bucket_created_idx" ON "stored_files" USING btree ("bucket","time_created");--> statement-breakpoint
CREATE INDEX "user_badges_badge_idx" ON "user_badges" USING btree ("badge_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_thumbnail_path_stored_files_full_path_fk" FOREIGN KEY ("thumbnail_path") REFERENCES "public"."stored_files"("full_path") ON DELETE restrict ON UPDATE cascade;--> statement-breakpoint
ALTER TABLE "lessons" ADD CONSTRAINT "lessons_thumbnail_path_stored_files_full_path_fk" FOREIGN KEY ("thumbnail_path") REFERENCES "public"."stored_files"("full_path") ON DELETE restrict ON UPDATE cascade;