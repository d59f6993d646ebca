CREATE TABLE `digest_sends` (
	`user_id` text NOT NULL,
	`day` text NOT NULL,
	`sent_at` integer NOT NULL,
	PRIMARY KEY(`user_id`, `day`),
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `job_reminders` (
	`job_id` text NOT NULL,
	`item` text NOT NULL,
	`user_id` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`job_id`, `item`),
	FOREIGN KEY (`job_id`) REFERENCES `job_applications`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
ALTER TABLE `job_applications` ADD `follow_up_at` text;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `interviews` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `contacts` text DEFAULT '[]' NOT NULL;--> statement-breakpoint
ALTER TABLE `job_applications` ADD `last_interview_at` integer;--> statement-breakpoint
CREATE INDEX `job_applications_follow_up_idx` ON `job_applications` (`follow_up_at`);--> statement-breakpoint
CREATE INDEX `job_applications_last_interview_idx` ON `job_applications` (`last_interview_at`);--> statement-breakpoint
ALTER TABLE `users` ADD `digest_emails` integer DEFAULT true NOT NULL;--> statement-breakpoint
-- Existing applications keep their recruiter as their first contact (the spec's fields follow the first contact).
UPDATE `job_applications` SET `contacts` = json_array(json_object('id', lower(hex(randomblob(16))), 'name', `recruiter_name`, 'role', 'Recruiter', 'email', `contact_email`, 'phone', `contact_phone`, 'linkedin', '', 'notes', '')) WHERE `recruiter_name` <> '' OR `contact_email` <> '' OR `contact_phone` <> '';
