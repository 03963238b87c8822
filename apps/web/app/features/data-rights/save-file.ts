/** The file name the server gave in Content-Disposition, or `fallback`. */
export function attachmentName(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="?([^";]+)"?/i)?.[1]?.trim();
  return name && !/[\\/]/.test(name) ? name : fallback;
}

/** Saves an answer that is a file to this device, as a download with the server's name. */
export async function saveFile(response: Response, fallback: string): Promise<void> {
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('content-disposition'), fallback);
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after a moment.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
