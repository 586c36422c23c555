DROP INDEX "content_list_idx";--> statement-breakpoint
CREATE INDEX "content_list_idx" ON "content" USING btree ("article_type","lang","reg_dt","seq");