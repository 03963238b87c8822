export interface FilePart {
  bytes: Uint8Array;
  filename: string;
  type: string;
}

export type FormValue = string | number | FilePart;

/**
 * A multipart/form-data body as the browser would send it, built with the platform's own
 * FormData, ready for `app.inject({ payload, headers })`.
 */
export async function multipart(fields: Record<string, FormValue | undefined>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (typeof value === 'object') {
      form.append(name, new Blob([value.bytes], { type: value.type }), value.filename);
    } else {
      form.append(name, String(value));
    }
  }
  const request = new Request('http://dino.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

export function file(bytes: Uint8Array, filename: string, type: string): FilePart {
  return { bytes, filename, type };
}
