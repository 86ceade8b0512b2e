/**
 * RFC 6266 / 5987: an ASCII fallback name plus the exact name in UTF-8. The fallback keeps a
 * letter's base where it has one ('Öberg' → 'Oberg'), so an old client still gets a readable name.
 */
export function contentDisposition(type: "inline" | "attachment", name: string): string {
  const fallback = name
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^\x20-\x7e]|["\\%]/g, "_");
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
