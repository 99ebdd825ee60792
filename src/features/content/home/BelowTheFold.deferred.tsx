import type { HomeContent } from '@/contract';
import { CategoryCarousel } from './CategoryCarousel';
import { PickupDelivery } from './PickupDelivery';
import { Testimonials } from './Testimonials';

export interface BelowTheFoldProps {
  content: HomeContent;
}

/**
 * The home page's sections under the product list — category carousel, testimonials, pickup &
 * delivery — as one chunk: they bring the carousel and the HTML sanitiser, which the first
 * screen does not need. HomeScreen hydrates them when they scroll near (deferHydration).
 */
export default function BelowTheFold({ content }: BelowTheFoldProps) {
  return (
    <>
      <CategoryCarousel
        title={content.sps_flooring_title}
        subtitle={content.sps_flooring_sub_title}
        categories={content.product_category}
      />
      <Testimonials
        title={content.clients_say_title}
        subtitle={content.clients_say_sub_title}
        testimonials={content.client_say}
      />
      <PickupDelivery html={content.pick_up_delivery} />
    </>
  );
}
