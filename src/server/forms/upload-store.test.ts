/**
 * The S3 implementation of the upload store, against a fake client that keeps
 * objects in a map (no S3 stand-in runs in the tests): the commands it sends,
 * a missing key read as null, a removal of nothing that is no error; and the
 * directory store on a temporary directory.
 */
import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { afterAll, describe, expect, it } from "vitest";

import { directoryUploadStore, s3UploadStore } from "./upload-store";

const KEY = "form-uploads/0f8fad5b-d9cb-469f-a165-70867728950e";

function fakeS3() {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  const sent: { command: string; input: Record<string, unknown> }[] = [];
  const client = {
    async send(command: unknown) {
      const { name, input } = command as { name: string; input: { Bucket: string; Key: string; Body?: Uint8Array; ContentType?: string } };
      sent.push({ command: name, input });
      const id = `${input.Bucket}/${input.Key}`;
      if (name === "put") objects.set(id, { body: input.Body!, contentType: input.ContentType! });
      if (name === "remove") objects.delete(id);
      if (name === "get") {
        const found = objects.get(id);
        if (!found) throw Object.assign(new Error("The specified key does not exist."), { name: "NoSuchKey" });
        return { Body: { transformToByteArray: async () => found.body } };
      }
      return {};
    },
  };
  const commands = {
    put: (input: object) => ({ name: "put", input }),
    get: (input: object) => ({ name: "get", input }),
    remove: (input: object) => ({ name: "remove", input }),
  };
  return { client, commands, objects, sent };
}

describe("the S3 upload store", () => {
  it("puts, gets and removes an object in its bucket under the upload's key, with its content type", async () => {
    const fake = fakeS3();
    const store = s3UploadStore(fake.client, "stekker-formulieren", fake.commands);
    await store.put(KEY, new Uint8Array([1, 2, 3]), "image/png");
    expect(fake.sent[0]).toEqual({ command: "put", input: { Bucket: "stekker-formulieren", Key: KEY, Body: new Uint8Array([1, 2, 3]), ContentType: "image/png" } });
    expect(await store.get(KEY)).toEqual(new Uint8Array([1, 2, 3]));
    await store.remove(KEY);
    expect(fake.objects.size).toBe(0);
  });

  it("reads a missing key as null and removes it without an error (the job may run twice)", async () => {
    const fake = fakeS3();
    const store = s3UploadStore(fake.client, "b", fake.commands);
    expect(await store.get(KEY)).toBeNull();
    await expect(store.remove(KEY)).resolves.toBeUndefined();
  });

  it("refuses a key the shop did not make (never a path from outside)", async () => {
    const fake = fakeS3();
    const store = s3UploadStore(fake.client, "b", fake.commands);
    await expect(store.put("../geheim", new Uint8Array(), "image/png")).rejects.toThrow();
    expect(fake.sent).toEqual([]);
  });
});

describe("the directory upload store", () => {
  const made: string[] = [];
  afterAll(async () => {
    for (const directory of made) await rm(directory, { recursive: true, force: true });
  });

  it("keeps one file per upload, reads it back, and removes it; a missing one is null", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "stekker-upload-store-"));
    made.push(directory);
    const store = directoryUploadStore(path.join(directory, "form-uploads"));
    await store.put(KEY, new Uint8Array([7, 8]), "application/pdf");
    expect(await readdir(path.join(directory, "form-uploads"))).toEqual([path.basename(KEY)]);
    expect(await store.get(KEY)).toEqual(new Uint8Array([7, 8]));
    await store.remove(KEY);
    await store.remove(KEY);
    expect(await store.get(KEY)).toBeNull();
  });
});
