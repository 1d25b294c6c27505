CREATE TABLE "nitrosamine_screens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" varchar(40) NOT NULL,
	"user_id" integer,
	"title" varchar(200) NOT NULL,
	"total" integer NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nitrosamine_screens_token_unique" UNIQUE("token")
);
--> statement-breakpoint
ALTER TABLE "nitrosamine_screens" ADD CONSTRAINT "nitrosamine_screens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nitrosamine_screens_user_idx" ON "nitrosamine_screens" USING btree ("user_id","created_at");