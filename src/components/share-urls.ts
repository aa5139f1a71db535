/** WhatsApp's share link: a new message holding `text` and the address, for the visitor to send. */
export function whatsAppShareUrl(text: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${text} ${url}`)}`;
}

/** Facebook's share dialog for an address (it reads the page's title and picture from its og: tags). */
export function facebookShareUrl(url: string): string {
  return `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`;
}
