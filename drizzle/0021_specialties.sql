ALTER TABLE "goal_catalogue" DROP CONSTRAINT "goal_catalogue_pkey";--> statement-breakpoint
ALTER TABLE "goal_catalogue" ADD COLUMN "specialty" text DEFAULT 'klinisk-fysiologi' NOT NULL;--> statement-breakpoint
ALTER TABLE "goal_catalogue" ADD CONSTRAINT "goal_catalogue_specialty_id_pk" PRIMARY KEY("specialty","id");--> statement-breakpoint
ALTER TABLE "formalities" ADD COLUMN "specialty" text DEFAULT 'klinisk-fysiologi' NOT NULL;
