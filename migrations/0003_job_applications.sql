CREATE TABLE `job_applications` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`title` text NOT NULL,
	`company` text NOT NULL,
	`location` text DEFAULT '' NOT NULL,
	`salary` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'applied' NOT NULL,
	`priority` text DEFAULT 'medium' NOT NULL,
	`job_url` text DEFAULT '' NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`applied_date` text NOT NULL,
	`recruiter_name` text DEFAULT '' NOT NULL,
	`contact_email` text DEFAULT '' NOT NULL,
	`contact_phone` text DEFAULT '' NOT NULL,
	`notes` text DEFAULT '' NOT NULL,
	`ai_suggestions` text DEFAULT '[]' NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_applications_user_idx` ON `job_applications` (`user_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `job_status_history` (
	`id` text PRIMARY KEY NOT NULL,
	`job_id` text NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`changed_at` integer NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `job_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_status_history_job_idx` ON `job_status_history` (`job_id`,`changed_at`);