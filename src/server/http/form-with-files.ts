/**
 * Reads a body that is either JSON or a form (`readBody`), or a multipart form
 * with text fields and some files under one name (issue 22: a quote request
 * with its photos). Limits: the fields' own size, the number of files and each
 * file's size; the whole body is refused (413) before it is read when it
 * declares more than all of that together.
 */
import { ApiError, type FieldError } from "./api-error";
import { readBody, readBodyBytes, tooLarge } from "./body";

export interface FormFile {
  /** The name the sender gave it (never trusted: the caller makes it safe). */
  name: string;
  declaredType: string;
  bytes: Uint8Array;
}

export interface FormWithFiles {
  fields: Record<string, unknown>;
  files: FormFile[];
  /** What is wrong with the files (too many, too large), to report beside the fields' own problems. */
  fileProblems: FieldError[];
}

export interface FormWithFilesLimits {
  /** The form field that carries the files. */
  fileField: string;
  maxFiles: number;
  maxFileBytes: number;
  /** The JSON body, or the text fields of a multipart form, together. */
  fieldsLimitBytes: number;
  /** The file's size in words for the message: "10 MB". */
  maxFileText: string;
}

/** A form's boundaries and part headers: a little room above the files and fields themselves. */
const MULTIPART_OVERHEAD = 64 * 1024;
const FORBIDDEN_KEYS = new Set(["__proto__", "prototype", "constructor"]);

export async function readFormWithFiles(request: Request, limits: FormWithFilesLimits): Promise<FormWithFiles> {
  const contentType = request.headers.get("content-type") ?? "";
  const type = contentType.split(";")[0]!.trim().toLowerCase();
  if (type !== "multipart/form-data") {
    const body = (await readBody(request, { limitBytes: limits.fieldsLimitBytes })) ?? {};
    return { fields: body as Record<string, unknown>, files: [], fileProblems: [] };
  }
  const most = limits.maxFiles * limits.maxFileBytes + limits.fieldsLimitBytes + MULTIPART_OVERHEAD;
  const raw = await readBodyBytes(request, most);
  let form: FormData;
  try {
    form = await new Response(raw as BodyInit, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw new ApiError(400, "Het formulier (multipart/form-data) is niet te lezen.");
  }
  const fields: Record<string, unknown> = {};
  const files: FormFile[] = [];
  const problems: FieldError[] = [];
  let fieldBytes = 0;
  for (const [name, value] of form.entries()) {
    if (typeof value === "string") {
      fieldBytes += name.length + value.length;
      if (fieldBytes > limits.fieldsLimitBytes) throw tooLarge(limits.fieldsLimitBytes);
      if (!Object.hasOwn(fields, name) && !FORBIDDEN_KEYS.has(name)) fields[name] = value;
      continue;
    }
    if (name !== limits.fileField) continue;
    // A form's empty file input sends one part without a name or bytes: nothing chosen.
    if (value.size === 0 && value.name === "") continue;
    if (value.size > limits.maxFileBytes) {
      problems.push({ field: limits.fileField, errorMessage: `${value.name || "Een bestand"} is groter dan ${limits.maxFileText}; stuur een kleinere versie` });
      continue;
    }
    files.push({ name: value.name, declaredType: (value.type || "").split(";")[0]!.trim().toLowerCase(), bytes: new Uint8Array(await value.arrayBuffer()) });
  }
  if (files.length + problems.length > limits.maxFiles) {
    problems.unshift({ field: limits.fileField, errorMessage: `Stuur hoogstens ${limits.maxFiles} bestanden mee` });
  }
  return { fields, files, fileProblems: problems };
}
