import "server-only";

/**
 * Where the bytes of the forms' uploads live (issue 23, point 4): one small
 * interface, two implementations. Without S3_BUCKET a directory under the
 * data directory (DATA_DIR/form-uploads, one file per upload, written to a
 * temporary name and renamed so a half-written file is never read); with it an
 * S3-compatible bucket through `@aws-sdk/client-s3`. The database row names
 * the key; the store only keeps bytes. Tests put their own in place
 * (`setUploadStore`).
 */
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";

import { dataDirectory, type Env, readEnv } from "@/config/env";

export interface UploadStore {
  readonly kind: "directory" | "s3";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** The bytes, or null when there is nothing under the key. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes the key; a key that is not there is no error (the job may run twice). */
  remove(key: string): Promise<void>;
}

/** Keys are made by the shop (`form-uploads/<uuid>`); anything else is a programming error, never a path to follow. */
const KEY = /^form-uploads\/[0-9a-f-]{36}$/;

function checkedKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Not an upload key: ${key}`);
  return key;
}

export function directoryUploadStore(directory: string): UploadStore {
  const fileOf = (key: string) => path.join(directory, path.basename(checkedKey(key)));
  return {
    kind: "directory",
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(directory, { recursive: true });
      const temporary = `${file}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(fileOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(fileOf(key), { force: true });
    },
  };
}

/** The few calls of the S3 client the store makes, so a unit test can hand it a fake. */
export interface S3Like {
  send(command: unknown): Promise<unknown>;
}

export interface S3Commands {
  put(input: { Bucket: string; Key: string; Body: Uint8Array; ContentType: string }): unknown;
  get(input: { Bucket: string; Key: string }): unknown;
  remove(input: { Bucket: string; Key: string }): unknown;
}

export function s3UploadStore(client: S3Like, bucket: string, commands: S3Commands): UploadStore {
  return {
    kind: "s3",
    async put(key, bytes, contentType) {
      await client.send(commands.put({ Bucket: bucket, Key: checkedKey(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = (await client.send(commands.get({ Bucket: bucket, Key: checkedKey(key) }))) as { Body?: { transformToByteArray(): Promise<Uint8Array> } };
        return answer.Body ? await answer.Body.transformToByteArray() : null;
      } catch (error) {
        const name = (error as { name?: string }).name;
        if (name === "NoSuchKey" || name === "NotFound") return null;
        throw error;
      }
    },
    async remove(key) {
      // S3's DeleteObject answers success for a key that is not there.
      await client.send(commands.remove({ Bucket: bucket, Key: checkedKey(key) }));
    },
  };
}

async function s3StoreFor(env: Env & { S3_BUCKET: string }): Promise<UploadStore> {
  // Loaded only when a bucket is configured: the SDK is large and most shops keep files on disk.
  const { S3Client, PutObjectCommand, GetObjectCommand, DeleteObjectCommand } = await import("@aws-sdk/client-s3");
  const credentials = env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined;
  const client = new S3Client({
    region: env.S3_REGION ?? "us-east-1",
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT, forcePathStyle: true } : {}),
    ...(credentials ? { credentials } : {}),
  });
  return s3UploadStore(client, env.S3_BUCKET, {
    put: (input) => new PutObjectCommand(input),
    get: (input) => new GetObjectCommand(input),
    remove: (input) => new DeleteObjectCommand(input),
  });
}

export function uploadDirectory(env: Env): string {
  return path.join(dataDirectory(env), "form-uploads");
}

let chosen: Promise<UploadStore> | null = null;

/** The store the environment names, made once per process. */
export function uploadStore(): Promise<UploadStore> {
  if (!chosen) {
    const env = readEnv();
    chosen = env.S3_BUCKET ? s3StoreFor({ ...env, S3_BUCKET: env.S3_BUCKET }) : Promise.resolve(directoryUploadStore(uploadDirectory(env)));
  }
  return chosen;
}

/** Tests: another store (null: the environment's again). */
export function setUploadStore(store: UploadStore | null): void {
  chosen = store ? Promise.resolve(store) : null;
}
