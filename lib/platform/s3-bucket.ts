import "server-only";
import { AwsClient } from "aws4fetch";
import type { s3Config } from "@/config/env";

// The S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...) that keeps event pictures and
// vendors' documents when S3_BUCKET is set.

export type S3Config = NonNullable<ReturnType<typeof s3Config>>;

/** The bucket's client, signing with AWS Signature V4, and the address of an object in it. */
export function s3Bucket(config: S3Config): { client: AwsClient; urlOf: (key: string) => string } {
  const client = new AwsClient({
    accessKeyId: config.accessKeyId,
    secretAccessKey: config.secretAccessKey,
    service: "s3",
    region: config.region,
    retries: 1,
  });
  const root = config.endpoint
    ? `${config.endpoint}/${encodeURIComponent(config.bucket)}`
    : `https://${config.bucket}.s3.${config.region}.amazonaws.com`;
  return { client, urlOf: (key) => `${root}/${key}` };
}
