-- Whether a Core Web Vitals measurement was taken on a signed-in view. A boolean, nothing that
-- names the shopper; null for measurements stored before browsers reported it.
ALTER TABLE "web_vitals" ADD COLUMN "signed_in" boolean;
