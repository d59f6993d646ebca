CREATE TABLE `text_embeddings` (
	`model` text NOT NULL,
	`text_hash` text NOT NULL,
	`vector` text NOT NULL,
	`created_at` integer NOT NULL,
	PRIMARY KEY(`model`, `text_hash`)
);
