import { useEffect } from 'react';
import { useSettings } from '@/api';
import { brand } from '@/config/brand';
import { setDefaultMeta } from '@/services/documentMeta';

/** §9 document title, description and keywords from settings, defaulting to the brand's. */
export function SiteMeta() {
  const { data } = useSettings();
  useEffect(() => {
    setDefaultMeta({
      title: data?.meta_title || brand.tagline,
      description: data?.meta_description || brand.defaultDescription,
      keywords: data?.meta_tag || brand.defaultKeywords,
    });
  }, [data?.meta_title, data?.meta_description, data?.meta_tag]);
  return null;
}
