import useSWR from 'swr';
import type { ShopSettings } from '@shop/contracts';
import { useApi } from '@shop/ui';

const shopSettingsKey = () => 'admin/settings';

export function useShopSettings() {
  const api = useApi();
  const swr = useSWR(shopSettingsKey(), () => api.admin.settings());
  const save = async (settings: ShopSettings) =>
    swr.mutate(await api.admin.updateSettings(settings), { revalidate: false });
  return { ...swr, save };
}
