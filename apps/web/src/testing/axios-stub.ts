import { AxiosError, AxiosHeaders } from 'axios';
import type { AxiosAdapter, AxiosResponse, InternalAxiosRequestConfig } from 'axios';

export interface StubReply {
  status: number;
  data?: unknown;
}

export type StubHandler = (config: InternalAxiosRequestConfig) => StubReply | Promise<StubReply>;

/** An axios adapter that answers from a function instead of the network. */
export function stubAdapter(handler: StubHandler): AxiosAdapter {
  return async (config) => {
    const reply = await handler(config);
    const response: AxiosResponse = {
      data: reply.data ?? null,
      status: reply.status,
      statusText: String(reply.status),
      headers: new AxiosHeaders(),
      config,
    };
    if (reply.status >= 200 && reply.status < 300) return response;
    throw new AxiosError(`Status ${reply.status}`, AxiosError.ERR_BAD_REQUEST, config, null, response);
  };
}

/** The path a request went to, without the /api base. */
export const pathOf = (config: InternalAxiosRequestConfig): string => config.url ?? '';

export const authOf = (config: InternalAxiosRequestConfig): string | undefined =>
  AxiosHeaders.from(config.headers).get('Authorization')?.toString();
