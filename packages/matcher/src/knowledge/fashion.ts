import type { Profession } from './types';

export const fashion = {
  category: 'Fashion & Apparel',
  fields: ['fashion', 'retail'],
  families: `
fashion | fashion and apparel | retail graphic-design arts | fashion_designer@3 fashion@3 apparel@3 stylist@3:0.5 tailor@2 seamstress@2 sewing@2 textile@3 garment@3 pattern_maker@3 costume@3 clothing@3 footwear@3 dressmaker@2 fashion_merchandiser@3 technical_designer@3 technical_design@3
`,
  skills: `
Fashion Design | Fashion designer, Apparel design, Apparel designer, Clothing design, Garment design, Womenswear, Menswear, Childrenswear, Kidswear, Knitwear design, Activewear design, Swimwear design, Collection development, Seasonal collections, Design collections, Fashion collections
Pattern Making | Patternmaking, Pattern maker, Patternmaker, Pattern drafting, Pattern cutting, Flat pattern, Draping, Grading patterns, Pattern grading, Gerber AccuMark, Lectra, Optitex, CLO 3D, Browzwear
Sewing | Seamstress, Sewing machines, Industrial sewing, Hand sewing, Machine sewing, Stitching, Garment construction, Garment sewing, =Tailoring, =Tailor, Alterations, Garment alterations, Hemming, Dressmaking, Dressmaker, Couture
Textiles | Textile design, Textile, Fabrics, Fabric selection, Fabric sourcing, Fabric knowledge, Textile science, Fibers, Yarns, Knits, Wovens, Knit and woven, Textile testing, Fabric development, Print and pattern, Surface design, Textile printing, Dyeing
Technical Design Apparel | Tech packs, Tech pack, Technical packages, Technical designer, Garment specifications, Spec sheets, ?Fit sessions, Fit approval, Garment fitting, Measurement specs, Grading specs, Construction details > Fashion Design 0.6 @garment
Fashion Illustration | Fashion sketches, Fashion sketching, Flat sketches, Croquis, Fashion drawing, Fashion CAD > Fashion Design 0.6
Trend Forecasting | Trend research, Fashion trends, Trend analysis, Trend reports, WGSN, Trend direction, Color forecasting, Mood boards, Moodboards, Inspiration boards
Apparel Production | Garment production, Apparel manufacturing, Garment manufacturing, Sample development, Sample making, Proto samples, Pre-production samples, Production samples, Sample room, Factory liaison, Vendor liaison, Overseas production, Costing apparel, Garment costing, Production calendar, Time and action calendar
Apparel Sourcing | Sourcing apparel, Vendor sourcing, Supplier sourcing, Factory sourcing, Trim sourcing, Trims, Trims and accessories, Raw materials sourcing, Mill relationships
Fashion Merchandising | Merchandise planning, Assortment planning, Line planning, Range planning, Product assortment, Open-to-buy, OTB, Buying and merchandising, Fashion buyer, Retail buyer, Assistant buyer, Retail buying, Wholesale buying, Markdowns, Sell-through, Sell through
Visual Merchandising Fashion | Window dressing, Mannequin styling, Store styling, Fashion displays > Merchandising 0.7
Fashion Styling | Fashion stylist, Wardrobe styling, Personal styling, Personal shopper, Image consulting, Wardrobe consulting, Editorial styling, Costume styling, Wardrobe stylist, Wardrobe supervisor
Fashion Marketing | Fashion PR, Fashion shows, Runway shows, Lookbooks, Look books, Fashion week, Line sheets, Showroom, Showroom sales, Fashion events > Marketing 0.6
Quality Control Apparel | Garment inspection, Fabric inspection, Quality checks apparel, AQL, Fit and quality, Product quality apparel > Quality Management 0.5
Footwear Design | Footwear designer, Shoe design, Footwear development, Shoemaking, Leather goods, Handbags, Accessories design, Accessory design, Bags design
Costume Design Theatre | Costume making, Costumes, Wardrobe department, Costume construction > Sewing 0.6
Embellishment | Beading, Appliqué, Applique, Sequins, Embellishments, Trims application
Retail Fashion Sales | Fashion retail, Apparel retail, Boutique, Boutique management, Luxury retail, Luxury goods, Clienteling, Client book, Personal shopping > Retail Sales 0.7
Textile Technology | Yarn spinning, Weaving technology, Knitting technology, Dyeing and finishing, Wet processing, Garment washing, Denim development, Denim finishing, Denim washes, Textile engineering, Textile machinery
Adobe Fashion Tools | Illustrator for fashion, Photoshop for fashion, Kaledo, NedGraphics > Fashion Illustration 0.5
`,
} as const satisfies Profession;
