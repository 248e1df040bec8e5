import { ProseRoute, proseMetadata } from '@/modules/navigation/prose-page';

export const generateMetadata = () => proseMetadata('about');

export default function Page() {
  return <ProseRoute namespace="about" />;
}
