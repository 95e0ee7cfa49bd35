export interface FilePart {
  field: string;
  filename: string;
  contentType: string;
  data: Buffer;
}

export interface MultipartBody {
  fields: Record<string, string>;
  files: FilePart[];
}

/** The boundary of a `multipart/form-data; boundary=…` content type, or undefined. */
export function boundaryOf(contentType: string | undefined): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType ?? '');
  return match?.[1] ?? match?.[2];
}

function headerValue(headers: string, name: string): string | undefined {
  const line = headers.split('\r\n').find((h) => h.toLowerCase().startsWith(`${name}:`));
  return line?.slice(name.length + 1).trim();
}

function param(header: string, name: string): string | undefined {
  const match = new RegExp(`;\\s*${name}="([^"]*)"`, 'i').exec(header);
  return match?.[1];
}

/**
 * A multipart/form-data body (RFC 7578) as Discord's message create takes it: text fields
 * (`payload_json`) and files (`files[n]`). Undefined when the body is not well formed.
 */
export function parseMultipart(body: Buffer, boundary: string): MultipartBody | undefined {
  const delimiter = Buffer.from(`--${boundary}`);
  const result: MultipartBody = { fields: {}, files: [] };
  let at = body.indexOf(delimiter);
  if (at < 0) return undefined;
  for (;;) {
    at += delimiter.length;
    if (body.subarray(at, at + 2).toString() === '--') return result;
    if (body.subarray(at, at + 2).toString() !== '\r\n') return undefined;
    at += 2;
    const headerEnd = body.indexOf('\r\n\r\n', at);
    if (headerEnd < 0) return undefined;
    const headers = body.subarray(at, headerEnd).toString('utf8');
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next < 0) return undefined;
    // The part's data ends with the CRLF before the next delimiter.
    const data = body.subarray(headerEnd + 4, next - 2);
    const disposition = headerValue(headers, 'content-disposition') ?? '';
    const field = param(disposition, 'name');
    if (field === undefined) return undefined;
    const filename = param(disposition, 'filename');
    if (filename === undefined) result.fields[field] = data.toString('utf8');
    else
      result.files.push({
        field,
        filename,
        contentType: headerValue(headers, 'content-type') ?? 'application/octet-stream',
        data: Buffer.from(data),
      });
    at = next;
  }
}
