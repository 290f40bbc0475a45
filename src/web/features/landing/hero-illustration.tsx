/** A line drawing of a person bending forward beside a dotted spine curve: the self-test idea. */
export function HeroIllustration({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 260" className={className} role="img" aria-label="Illustration: en person gör ett rörelsetest genom att böja sig framåt">
      <rect x="8" y="8" width="304" height="244" rx="28" fill="#ffffff" stroke="#dfe3de" />
      <line x1="40" y1="220" x2="280" y2="220" stroke="#cfd6d0" strokeWidth="4" strokeLinecap="round" />
      <g fill="none" stroke="#0f766e" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round">
        <circle cx="86" cy="70" r="16" fill="#e6f4f1" />
        <path d="M98 84 C 120 96, 138 104, 150 118" />
        <path d="M150 118 L 146 170 L 140 218" />
        <path d="M150 118 L 162 168 L 170 218" />
        <path d="M110 92 L 104 130 L 112 160" />
      </g>
      <g fill="none" stroke="#c2410c" strokeWidth="4" strokeLinecap="round" strokeDasharray="2 10">
        <path d="M206 60 C 190 90, 222 110, 206 140 S 222 190, 210 210" />
      </g>
      <g fill="#0f766e">
        <circle cx="236" cy="70" r="6" />
        <circle cx="244" cy="110" r="6" />
        <circle cx="236" cy="150" r="6" />
      </g>
      <g fill="#1c2421" fontFamily="Inter, sans-serif" fontSize="13" fontWeight="600">
        <text x="250" y="75">
          Rörlighet
        </text>
        <text x="256" y="115">
          Smärta
        </text>
        <text x="250" y="155">
          Vardag
        </text>
      </g>
    </svg>
  );
}
