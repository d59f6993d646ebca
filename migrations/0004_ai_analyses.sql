CREATE TABLE `ai_analyses` (
	`id` text PRIMARY KEY NOT NULL,
	`user_id` text NOT NULL,
	`job_id` text NOT NULL,
	`resume_hash` text NOT NULL,
	`job_version` text NOT NULL,
	`analysis_type` text NOT NULL,
	`engine` text NOT NULL,
	`result` text NOT NULL,
	`created_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `job_applications`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `ai_analyses_key_idx` ON `ai_analyses` (`job_id`,`resume_hash`,`job_version`,`analysis_type`);