/**
 * The campaign under way, kept in the browser's store beside the saved match (save-store.ts: written beside the one
 * before, then pointed at, so a write cut short spoils nothing). Apart from save-store.ts because reading a campaign
 * needs the campaign's rules and the content, which the menu loads only when the campaign page opens.
 */
import { type Campaign, parseCampaign } from '../campaign/campaign.ts';
import { type KeyStore, readChecked, writeBeside } from './save-store.ts';

/** What {@link readCampaign} found: no campaign, the campaign, or one that cannot be used and why. */
export type CampaignFound =
  | { readonly kind: 'none' }
  | { readonly kind: 'campaign'; readonly campaign: Campaign }
  | { readonly kind: 'refused'; readonly reason: string };

/** The campaign under way. Never throws for bad data; a storage that fails reads as none. */
export async function readCampaign(store: KeyStore): Promise<CampaignFound> {
  const r = await readChecked(store, 'campaign', 'The campaign', (json) => {
    const read = parseCampaign(json);
    return read.ok ? { ok: true, value: read.campaign } : read;
  });
  if (r === null) return { kind: 'none' };
  return r.ok ? { kind: 'campaign', campaign: r.value } : { kind: 'refused', reason: r.reason };
}

/**
 * Keep `c` as the campaign under way (beside the one before, then pointed at), and ask the browser once to keep
 * this page's storage even when space runs short (`navigator.storage.persist`).
 */
export async function writeCampaign(store: KeyStore, c: Campaign): Promise<void> {
  await writeBeside(store, 'campaign', c);
  if (persistAsked || typeof navigator === 'undefined' || !navigator.storage?.persist) return;
  persistAsked = true;
  await navigator.storage.persist().catch(() => false);
}

/** Whether this page has asked the browser to keep its storage (once is enough). */
let persistAsked = false;

/** Forget the campaign under way. */
export async function clearCampaign(store: KeyStore): Promise<void> {
  await Promise.all(['campaign:current', 'campaign:a', 'campaign:b'].map((k) => store.del(k)));
}
