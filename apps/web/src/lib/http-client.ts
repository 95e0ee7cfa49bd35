import axios, { AxiosHeaders } from 'axios';
import type { AxiosError, AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { API_BASE, refreshAnswer } from '@hoshi/contracts';

export interface TokenHolder {
  get: () => string | null;
  set: (token: string | null) => void;
}

interface RetriableConfig extends InternalAxiosRequestConfig {
  _retried?: boolean;
}

const REFRESH_PATH = '/refresh';

/**
 * The one HTTP client (docs/product.md#api-calls): base /api with cookies, a Bearer header while a token is
 * held, and on a 401 (other than the refresh itself, not yet retried) one silent refresh
 * followed by one retry. Concurrent 401s wait for the same refresh.
 */
export function createHttpClient(tokens: TokenHolder): AxiosInstance {
  const client = axios.create({ baseURL: API_BASE, withCredentials: true });
  let refreshing: Promise<string> | null = null;

  const refresh = (): Promise<string> => {
    refreshing ??= client
      .get(REFRESH_PATH)
      .then(({ data }) => {
        const token = refreshAnswer.parse(data).access_token;
        tokens.set(token);
        return token;
      })
      .finally(() => {
        refreshing = null;
      });
    return refreshing;
  };

  client.interceptors.request.use((config) => {
    const token = tokens.get();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config as RetriableConfig | undefined;
    if (error.response?.status !== 401 || !config || config._retried || isRefresh(config)) {
      throw error;
    }
    config._retried = true;
    let token: string;
    try {
      token = await refresh();
    } catch (refreshError) {
      console.error('Token refresh failed', refreshError);
      tokens.set(null);
      throw error;
    }
    config.headers = AxiosHeaders.from(config.headers);
    config.headers.set('Authorization', `Bearer ${token}`);
    return client.request(config);
  });

  return client;
}

function isRefresh(config: InternalAxiosRequestConfig): boolean {
  return (config.url ?? '').split('?')[0] === REFRESH_PATH;
}
