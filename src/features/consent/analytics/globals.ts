/** The globals the three vendors' scripts read their queued calls from. */
export type QueueFunction = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue: unknown[][];
  push: QueueFunction;
  loaded: boolean;
  version: string;
};

export type TikTokQueue = unknown[][] & {
  methods: string[];
  _i: Record<string, unknown>;
  _t: Record<string, number>;
  _o: Record<string, object>;
  [method: string]: unknown;
};

declare global {
  interface Window {
    dataLayer?: unknown[];
    fbq?: QueueFunction;
    _fbq?: QueueFunction;
    ttq?: TikTokQueue;
    TiktokAnalyticsObject?: string;
  }
}
