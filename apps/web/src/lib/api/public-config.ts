import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@hoshi/contracts';
import { readPublicConfig } from '@hoshi/contracts/first-page';
import { apiFetch } from '../api-fetch.ts';

export async function getPublicConfig(): Promise<PublicConfig> {
  const config = readPublicConfig((await apiFetch('/config')).data);
  if (!config) throw new Error('Unexpected /config answer');
  return config;
}

// Fetched once per page load: it only changes when the server is redeployed.
export const publicConfigQuery = queryOptions({
  queryKey: ['config'],
  queryFn: getPublicConfig,
  staleTime: Infinity,
  gcTime: Infinity,
});

/**
 * undefined until loaded: the shell adds its links when it arrives, pages needing it keep
 * their loader (spec 000 §8: failed fetches leave the page on its loader).
 */
export const usePublicConfig = (): PublicConfig | undefined => useQuery(publicConfigQuery).data;
