-- A session and a mobile token stand for a member only while the member's address is the one that
-- signed in. Those issued before this were issued to the member's address as it is now.
ALTER TABLE "mobile_tokens" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "email" text;--> statement-breakpoint
UPDATE "sessions" SET "email" = (SELECT "email" FROM "members" WHERE "members"."id" = "sessions"."member_id");--> statement-breakpoint
UPDATE "mobile_tokens" SET "email" = (SELECT "email" FROM "members" WHERE "members"."id" = "mobile_tokens"."member_id");
