"use client";

import Image from "next/image";
import { eventImageUrl } from "@/lib/http/spec-fields/addresses";
import { useT } from "./locale-provider";

/**
 * Event art: a file under public/images/events, or a picture an organiser uploaded (served from
 * /media/, see eventImageUrl).
 */
export function EventImage({
  image,
  name,
  className = "",
  priority = false,
  sizes = "(min-width: 768px) 50vw, 100vw",
}: {
  image: string;
  name: string;
  className?: string;
  priority?: boolean;
  sizes?: string;
}) {
  const { t } = useT();
  return (
    <Image
      src={eventImageUrl(image)}
      alt={t("events.artworkAlt", { event: name })}
      width={1200}
      height={800}
      sizes={sizes}
      // Next 16: `priority` is deprecated; the LCP image loads eagerly with high fetch priority.
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : "auto"}
      className={`w-full object-cover ${className}`}
    />
  );
}
