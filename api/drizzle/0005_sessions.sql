-- Sessions make tokens revocable: each token names its session, and a request is served only
-- while that session is live and its user exists, with the role the user has now.
CREATE TABLE "sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");
--> statement-breakpoint
-- A new password or another role ends every session of the user, whichever code (or person
-- at a SQL prompt) changes it; deleting the user deletes its sessions through the foreign key.
CREATE FUNCTION revoke_user_sessions() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE sessions SET revoked_at = now() WHERE user_id = NEW.id AND revoked_at IS NULL;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_revoke_sessions AFTER UPDATE OF role, password_hash ON users
FOR EACH ROW WHEN (OLD.role IS DISTINCT FROM NEW.role OR OLD.password_hash IS DISTINCT FROM NEW.password_hash)
EXECUTE FUNCTION revoke_user_sessions();
