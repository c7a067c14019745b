import useSWR from 'swr';
import type { ApiClient, TrackedOrder } from '@shop/contracts';
import { useApi } from '@shop/ui';

export interface TrackQuery {
  orderId: string;
  email: string;
}

const trackOrderKey = ({ orderId, email }: TrackQuery) => ['track-order', orderId, email] as const;

const getTrackedOrder = (api: ApiClient, { orderId, email }: TrackQuery) =>
  api.trackOrder(orderId, email);

/** GET track-order for the submitted query (nothing until one is submitted). */
export function useTrackedOrder(query: TrackQuery | null) {
  const api = useApi();
  return useSWR<TrackedOrder, unknown>(query ? trackOrderKey(query) : null, () =>
    getTrackedOrder(api, query as TrackQuery),
  );
}
