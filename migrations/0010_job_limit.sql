-- Custom SQL migration file, put your code below! --
-- At most 5,000 job applications per account (JOBS_PER_ACCOUNT_MAX in app/schemas/jobs-rules.ts). A trigger, so
-- every way a job is written (one at a time, a CSV import's batch, a URL import) is held to it in the statement that
-- writes it: parallel requests cannot pass the limit together, and a batch that would pass it is rolled back whole.
CREATE TRIGGER `job_applications_per_account_limit`
BEFORE INSERT ON `job_applications`
WHEN (SELECT count(*) FROM `job_applications` WHERE `user_id` = NEW.`user_id`) >= 5000
BEGIN
  SELECT RAISE(ABORT, 'job_limit_reached');
END;
