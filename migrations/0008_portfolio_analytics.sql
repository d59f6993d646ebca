CREATE TABLE `analytics_salts` (
	`day` text PRIMARY KEY NOT NULL,
	`salt` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `portfolio_view_days` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`visitors` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `source`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `portfolio_visitor_hashes` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`source` text NOT NULL,
	`hash` text NOT NULL,
	PRIMARY KEY(`user_id`, `day`, `source`, `hash`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `portfolio_visitor_hashes_day_idx` ON `portfolio_visitor_hashes` (`day`);--> statement-breakpoint
CREATE TABLE `tracked_links` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`code` text NOT NULL,
	`label` text DEFAULT '' NOT NULL,
	`job_id` text,
	`views` integer DEFAULT 0 NOT NULL,
	`first_viewed_at` integer,
	`last_viewed_at` integer,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `job_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `tracked_links_code_unique` ON `tracked_links` (`code`);--> statement-breakpoint
CREATE UNIQUE INDEX `tracked_links_job_unique` ON `tracked_links` (`user_id`,`job_id`);--> statement-breakpoint
CREATE INDEX `tracked_links_user_idx` ON `tracked_links` (`user_id`,`created_at`);