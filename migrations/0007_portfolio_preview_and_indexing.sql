ALTER TABLE `portfolios` ADD `og_image_key` text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE `portfolios` ADD `search_indexing` integer DEFAULT true NOT NULL;