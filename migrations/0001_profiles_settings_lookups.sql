CREATE TABLE `cities` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`search_name` text NOT NULL,
	`state` text DEFAULT '' NOT NULL,
	`country` text NOT NULL,
	`country_code` text NOT NULL,
	`population` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `cities_search_idx` ON `cities` (`search_name`,`population`);--> statement-breakpoint
CREATE TABLE `profiles` (
	`user_id` text PRIMARY KEY NOT NULL,
	`phone` text DEFAULT '' NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`social_links` text DEFAULT '{}' NOT NULL,
	`title` text DEFAULT '' NOT NULL,
	`summary` text DEFAULT '' NOT NULL,
	`skills` text DEFAULT '[]' NOT NULL,
	`experience` text DEFAULT '[]' NOT NULL,
	`education` text DEFAULT '[]' NOT NULL,
	`projects` text DEFAULT '[]' NOT NULL,
	`certifications` text DEFAULT '[]' NOT NULL,
	`photo_key` text DEFAULT '' NOT NULL,
	`resume_key` text DEFAULT '' NOT NULL,
	`resume_text` text DEFAULT '' NOT NULL,
	`completion_percentage` integer DEFAULT 0 NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `universities` (
	`id` integer PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`search_name` text NOT NULL,
	`country` text NOT NULL,
	`country_code` text DEFAULT '' NOT NULL,
	`web_page` text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE INDEX `universities_search_idx` ON `universities` (`search_name`);--> statement-breakpoint
ALTER TABLE `users` ADD `career_stage` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `industry` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `job_search_timeline` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `users` ADD `resume_experience` text DEFAULT '' NOT NULL;