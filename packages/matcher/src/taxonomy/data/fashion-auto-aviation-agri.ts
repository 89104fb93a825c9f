import { group } from '../define';

export const fashion = group(
  'Fashion & Apparel',
  `
Fashion Design | Fashion designer, Apparel design, Apparel designer, Clothing design, Garment design, Womenswear, Menswear, Childrenswear, Kidswear, Knitwear design, Activewear design, Swimwear design, Collection development, Seasonal collections, Design collections, Fashion collections
Pattern Making | Patternmaking, Pattern maker, Patternmaker, Pattern drafting, Pattern cutting, Flat pattern, Draping, Grading patterns, Pattern grading, Gerber AccuMark, Lectra, Optitex, CLO 3D, Browzwear
Sewing | Seamstress, Sewing machines, Industrial sewing, Hand sewing, Machine sewing, Stitching, Garment construction, Garment sewing, Tailoring, Tailor, Alterations, Garment alterations, Hemming, Dressmaking, Dressmaker, Couture
Textiles | Textile design, Textile, Fabrics, Fabric selection, Fabric sourcing, Fabric knowledge, Textile science, Fibers, Yarns, Knits, Wovens, Knit and woven, Textile testing, Fabric development, Print and pattern, Surface design, Textile printing, Dyeing
Technical Design Apparel | Tech packs, Tech pack, Technical packages, Technical designer, Garment specifications, Spec sheets, Fit sessions, Fit approval, Garment fitting, Measurement specs, Grading specs, Construction details > Fashion Design 0.6
Fashion Illustration | Fashion sketches, Fashion sketching, Flat sketches, Croquis, Fashion drawing, Fashion CAD > Fashion Design 0.6
Trend Forecasting | Trend research, Fashion trends, Trend analysis, Trend reports, WGSN, Trend direction, Color forecasting, Mood boards, Moodboards, Inspiration boards
Apparel Production | Garment production, Apparel manufacturing, Garment manufacturing, Sample development, Sample making, Proto samples, Pre-production samples, Production samples, Sample room, Factory liaison, Vendor liaison, Overseas production, Costing apparel, Garment costing, Production calendar, Time and action calendar
Apparel Sourcing | Sourcing apparel, Vendor sourcing, Supplier sourcing, Factory sourcing, Trim sourcing, Trims, Trims and accessories, Raw materials sourcing, Mill relationships
Fashion Merchandising | Merchandise planning, Assortment planning, Line planning, Range planning, Product assortment, Open-to-buy, OTB, Buying and merchandising, Fashion buyer, Retail buyer, Assistant buyer, Retail buying, Wholesale buying, Markdowns, Sell-through, Sell through
Visual Merchandising Fashion | Window dressing, Mannequin styling, Store styling, Fashion displays > Merchandising 0.7
Fashion Styling | Fashion stylist, Wardrobe styling, Personal styling, Personal shopper, Image consulting, Wardrobe consulting, Editorial styling, Costume styling, Wardrobe
Fashion Marketing | Fashion PR, Fashion shows, Runway shows, Lookbooks, Look books, Fashion week, Line sheets, Showroom, Showroom sales, Fashion events > Marketing 0.6
Quality Control Apparel | Garment inspection, Fabric inspection, Quality checks apparel, AQL, Fit and quality, Product quality apparel > Quality Management 0.5
Footwear Design | Footwear, Shoe design, Footwear development, Shoemaking, Leather goods, Handbags, Accessories design, Accessory design, Bags design
Costume Design Theatre | Costume making, Costumes, Wardrobe department, Costume construction > Sewing 0.6
Embellishment | Beading, Appliqué, Applique, Sequins, Embellishments, Trims application
Retail Fashion Sales | Fashion retail, Apparel retail, Boutique, Boutique management, Luxury retail, Luxury goods, Clienteling, Client book, Personal shopping > Retail Sales 0.7
Textile Technology | Yarn spinning, Weaving technology, Knitting technology, Dyeing and finishing, Wet processing, Garment washing, Denim, Denim washes, Textile engineering, Textile machinery
Adobe Fashion Tools | Illustrator for fashion, Photoshop for fashion, Kaledo, NedGraphics > Fashion Illustration 0.5
`,
);

export const automotive = group(
  'Automotive',
  `
Automotive Repair | Auto repair, Automotive service, Vehicle repair, Vehicle repairs, Car repair, Automotive maintenance, Vehicle maintenance, Auto mechanic, Automotive mechanic, Mechanic, Auto technician, Automotive technician, Service technician automotive, Light duty repair, General repair, Repair orders
Vehicle Diagnostics | Automotive diagnostics, Diagnostic scanners, Scan tools, OBD, OBD-II, OBD II, Computerized diagnostics, Engine diagnostics, Electrical diagnostics, Troubleshooting vehicles, Diagnose vehicles, Diagnosing vehicle problems, Snap-on, Engine analyzers > Automotive Repair 0.7
Engine Repair | Engine rebuilding, Engine overhaul, Engine rebuilds, Engine performance, Engine work, Engine maintenance, Engine replacement, Cylinder heads, Timing belts, Fuel injection, Fuel systems, Ignition systems, Emissions testing, Tune-ups, Tune ups > Automotive Repair 0.8
Brake Systems | Brakes, Brake repair, Brake service, Brake jobs, Brake pads, Brake rotors, Anti-lock brakes, Brake inspection > Automotive Repair 0.8
Suspension and Steering | Steering systems, Suspension systems, Wheel alignment, Wheel alignments, Front end alignment, Wheel balancing, Shocks and struts, Axles, CV joints, Power steering > Automotive Repair 0.8
Transmission Repair | Transmission repair, Transmission service, Drivetrain, Drive train, Clutch repair, Clutches, Transfer cases, Automatic transmissions, Manual transmissions, Powertrain > Automotive Repair 0.8
Automotive Electrical Systems | Auto electrical, Automotive electrical, Vehicle electrical systems, Starting and charging systems, Batteries and alternators, Alternators, Wiring harnesses, Vehicle wiring, Automotive electronics, Body electrical > Automotive Repair 0.7
Automotive HVAC | Auto AC, Automotive air conditioning, Vehicle air conditioning, Vehicle climate control, A/C recharge, AC recharge > Automotive Repair 0.7
Tire Service | Tires, Tyres, Tire changes, Tire rotation, Tire repair, Tire installation, Tire mounting, Mounting and balancing, Tire balancing, Tire technician
Oil Changes | Oil change, Lube technician, Lube tech, Quick lube, Fluid changes, Fluid checks, Fluid services, Filter changes, Preventive maintenance vehicles > Automotive Repair 0.5
ASE Certification | ASE, ASE certified, ASE Master Technician, ASE Master, Master Technician, ASE certifications, ASE A1, ASE A5, ASE L1, Manufacturer certifications > Automotive Repair 0.8
Diesel Mechanics | Diesel, Diesel mechanic, Diesel technician, Diesel engines, Diesel engine repair, Heavy-duty repair, Heavy duty trucks, Heavy truck repair, Fleet maintenance, Fleet mechanic, Fleet vehicles, Semi trucks, Tractor-trailer repair, Cummins, Detroit Diesel, Caterpillar engines, DOT inspections > Automotive Repair 0.7
Collision Repair | Auto body, Auto body repair, Body work, Bodywork automotive, Body shop, Collision, Dent repair, Paintless dent repair, PDR, Frame straightening, Frame repair, Panel beating, I-CAR, I-CAR certified > Automotive Repair 0.6
Automotive Painting | Auto painting, Automotive refinishing, Refinishing, Paint booth, Spray gun, Color matching automotive, Clear coat, Paint prep, Body filler, Sanding and priming
Auto Detailing | Car detailing, Auto detailer, Car detailer, Interior detailing, Exterior detailing, Paint correction, Ceramic coating, Buffing, Polishing vehicles, Car wash
Vehicle Inspection | Vehicle inspections, State inspections, Safety inspections vehicles, Multi-point inspections, Multipoint inspection, Pre-trip inspections, Post-trip inspections, Pre-trip inspection, DVIR > Automotive Repair 0.5
Hybrid and Electric Vehicles | Electric vehicles, EV, EVs, Hybrid vehicles, EV charging, Battery electric vehicles, High-voltage systems automotive, EV repair, Tesla
Automotive Service Advising | Service advisor, Service writer, Service consultant, Service manager automotive, Service department, Service drive, Writing repair orders, Warranty claims, Warranty work, Dealership service, Dealer management system, CDK Global, Reynolds and Reynolds, Mitchell 1, ALLDATA, AllData, Tekmetric, Shop management software
Parts Management | Parts department, Auto parts, Parts counter, Parts specialist, Parts ordering, Parts inventory, Parts sales, Parts lookup, Parts catalogs, OEM parts, Aftermarket parts
Automotive Engineering | Automotive engineer, Vehicle dynamics, Chassis design, Powertrain engineering, Vehicle testing, Vehicle integration, NVH, Crash testing, Automotive design, ADAS, Autonomous vehicles, CAN bus, CANbus, AUTOSAR, Automotive SPICE, ISO 26262, Functional safety
Small Engine Repair | Small engines, Outdoor power equipment, Motorcycle repair, Motorcycle mechanic, Marine engines, Outboard motors, Boat repair, Lawn mower repair, ATV repair, Powersports
Towing and Recovery | Tow truck, Towing, Roadside assistance, Vehicle recovery, Wrecker operator
Driving | Commercial driving, CDL, CDL-A, CDL Class A, CDL Class B, Class A CDL, Class B CDL, Truck driving, Truck driver, Delivery driver, Delivery driving, Route driving, Safe driving, Defensive driving, Clean driving record, Valid driver's license, Driver's license, Forklift driving, Chauffeur, Bus driver, School bus driver, Hazmat endorsement, Tanker endorsement, Over-the-road, OTR driving, Long haul, Local delivery
Fleet Management | Fleet operations, Fleet manager, Fleet coordination, Vehicle fleet, Fleet tracking, Telematics, GPS tracking, Fleet scheduling, Dispatch, Dispatching, Dispatcher, Route planning, Route optimization
Automotive Sales Support | Vehicle inventory, Lot management, Vehicle appraisals, Trade-ins, Vehicle delivery, Test drives > Automotive Sales 0.6
Machining Automotive | Brake lathe, Rotor resurfacing, Valve jobs, Engine machining > Engine Repair 0.6
Welding Automotive | Exhaust systems, Exhaust repair, Muffler repair, Exhaust welding > Automotive Repair 0.5
`,
);

export const aviation = group(
  'Aviation',
  `
Piloting | Airline pilot, Commercial pilot, Private pilot, Flight experience, Flight hours, Flight time, Total flight time, =PIC, Pilot in command, Second in command, First officer, Co-pilot, Copilot, Flight operations, Flight deck, Cockpit
Pilot Licenses | ATP, ATPL, Airline Transport Pilot, CPL, Commercial Pilot License, Commercial Pilot Licence, PPL, Private Pilot License, Instrument rating, IFR rating, Multi-engine rating, Multi-engine, Type rating, Type ratings, CFI, CFII, MEI, Certified Flight Instructor, Flight instructor, First class medical, FAA certificate, FAA licensed > Piloting 0.8
Flight Planning | Flight plans, Flight plan, Air navigation, Aerial navigation, Weather analysis, Aviation weather, Weight and balance, Fuel planning, Route planning flights, Dispatch aviation, Flight dispatch, Flight dispatcher, Aircraft dispatcher
Instrument Flying | IFR, VFR, Instrument flight rules, Visual flight rules, Instrument approaches, Autopilot, Flight management systems, FMS aviation, Glass cockpit, Garmin G1000, Avionics systems operation > Piloting 0.7
Aviation Safety | Flight safety, Aviation safety management, Crew resource management, Emergency procedures aviation, Safety and emergency procedures, Pre-flight checks, Preflight inspections, Pre-flight inspections, Preflight, Checklists aviation
Aviation Regulations | FAA regulations, FARs, Federal Aviation Regulations, FAR Part 121, Part 121, Part 135, Part 91, FAR 91, FAA, EASA, ICAO, Civil aviation regulations, DGCA, CAA, Airworthiness directives, Transport Canada aviation
Aircraft Maintenance | Aircraft mechanic, Aviation maintenance, Aircraft maintenance technician, AMT, A&P, A&P mechanic, Airframe and Powerplant, Airframe, Aircraft inspection, Aircraft inspections, Line maintenance, Heavy maintenance, Base maintenance, MRO, Aircraft repair, Sheet metal aircraft, Aircraft engines, Jet engines, Turbine engines, Gas turbines, Aircraft systems, Landing gear, Borescope inspections, Non-destructive testing, NDT, NDI
Avionics | Avionics technician, Avionics systems, Aircraft electrical systems, Aircraft wiring, Navigation systems aircraft, Communication systems aircraft, Radar systems, Transponders, Autopilot systems
Air Traffic Control | Air traffic controller, ATC, Air traffic management, Radar control, Tower control, Approach control, Airspace management, Airspace
Flight Attendant | Flight attendants, Cabin crew, Cabin service, In-flight service, Inflight service, Passenger safety, Passenger service, Cabin safety, Safety demonstrations, Emergency evacuation, Purser
Airport Operations | Airport, Airports, Ground operations, Ground handling, Ramp operations, Ramp agent, Baggage handling, Aircraft marshalling, Aircraft fueling, Refueling aircraft, De-icing, Gate operations, Gate agent, Airline ticketing, Ticket agent, Passenger check-in, Check-in agent, Airline operations, Airline customer service, Passenger boarding
Aviation Security | TSA, Airport security, Passenger screening, Baggage screening, Security screening, Screening procedures
Cargo Operations | Air cargo, Cargo handling, Freight handling, Air freight, Cargo loading, Load planning, ULD, Dangerous goods, Hazardous materials shipping, IATA DGR, Dangerous goods regulations
Aerospace Manufacturing | Aircraft assembly, Aerospace assembly, Composite repair, Riveting, Sheet metal fabrication aircraft, Structures mechanic, Aircraft structures, Aerospace quality, AS9100 quality
Drone Operations | Drones, UAV, UAS, Unmanned aerial vehicles, Drone pilot, Part 107, Remote pilot certificate, Aerial photography, Aerial surveying
Aviation Management | Airline management, Aviation operations, Airline operations management, Aviation administration, Crew scheduling, Flight scheduling, Crew management, Fleet planning aviation
Military Aviation | Navy pilot, Army aviation, Military pilot, Military aircraft, Helicopter pilot, Helicopters, Rotary wing, Fixed wing, Black Hawk, UH-60
Aircraft Types | Boeing 737, Boeing 747, Boeing 757, Boeing 767, Boeing 777, Boeing 787, Airbus A320, Airbus A330, Airbus A350, Embraer, Bombardier, CRJ, Cessna, Beechcraft, King Air, Gulfstream > Piloting 0.5
`,
);

export const agriculture = group(
  'Agriculture',
  `
Farming | Farm, Farmer, Farm management, Farm operations, Farm manager, Agricultural operations, Agriculture, Agricultural, Agribusiness, Ranching, Rancher, Ranch management, Farmwork, Farm work, Farm labor, Farmhand, Farm hand
Crop Production | Crops, Crop management, Crop planning, Crop rotation, Crop protection, Crop yields, Row crops, Field crops, Harvesting, Harvest, Planting, Sowing, Crop cultivation, Tillage, Agronomy, Agronomist, Crop science, Crop scouting, Field scouting, Yield optimization
Livestock Management | Livestock, Animal husbandry, Cattle, Beef cattle, Dairy cattle, Herd management, Herd health, Poultry farming, Poultry production, Swine, Hogs, Sheep, Goats, Calving, Lambing, Breeding, Animal breeding, Artificial insemination, Feeding livestock, Livestock feeding, Animal nutrition, Feed management, Pasture management, Grazing management, Branding cattle
Dairy Farming | Dairy farming, Dairy operations, Dairy farm, Milking, Milking operations, Milk production, Dairy herd
Horticulture | Horticulturist, Greenhouse, Greenhouses, Greenhouse management, Greenhouse operations, Nursery operations, Plant nursery, Plant propagation, Plant care, Plant health, Growing plants, Hydroponics, Hydroponic, Aquaponics, Vertical farming, Floriculture, Ornamental plants, Seedlings, Transplanting, Potting
Soil Science | Soil testing, Soil analysis, Soil health, Soil management, Soil fertility, Soil conservation, Soil sampling, Fertilization, Fertilizers, Fertilizer application, Nutrient management, Composting, Cover crops, Erosion control
Irrigation | Irrigation management, Irrigation scheduling, Drip irrigation, Water management, Irrigation equipment, Center pivot, Water rights
Pest Management Agriculture | Integrated pest management agriculture, Pest control agriculture, Pesticides, Herbicides, Insecticides, Fungicides, Crop spraying, Weed control, Weed management, Disease control plants, Plant pathology, Entomology
Farm Equipment | Tractors, Tractor, Tractor operation, Combine harvester, Combine operation, Farm machinery, Agricultural machinery, Agricultural equipment, Planters, Sprayers, Balers, Hay baling, Baling, Farm implements, John Deere, Case IH, New Holland equipment
Precision Agriculture | Precision farming, GPS guidance, Yield mapping, Variable rate technology, Farm management software, Agricultural drones, Remote sensing agriculture, Agtech, AgTech
Organic Farming | Organic agriculture, Organic certification, Organic production, Sustainable agriculture, Regenerative agriculture, Permaculture, Biodynamic, Market gardening, Market garden, Community supported agriculture, CSA
Aquaculture | Fish farming, Fish hatchery, Hatchery, Hatcheries, Fish culture, Fisheries, Fisheries management, Fish health, Shellfish, Spawning, Fish husbandry
Forestry | Forester, Forest management, Timber, Timber harvesting, Logging operations, Silviculture, Reforestation, Tree planting, Wildland fire, Wildfire, Natural resource management, Natural resources, Conservation, Wildlife management, Wildlife biology, Habitat restoration, Land management, Park ranger
Viticulture | Vineyard, Vineyard management, Winemaking, Enology, Oenology, Grape growing, Cellar operations, Winery
Food Processing Agriculture | Post-harvest handling, Grain handling, Grain storage, Grain elevator, Packing house, Packinghouse, Produce handling, Sorting and grading, Commodity handling
Agricultural Science | Agricultural research, Agricultural science, Animal science, Plant science, Plant breeding, Seed production, Agricultural extension, Extension services, Agricultural economics, Agricultural engineering, Rural development
Agricultural Compliance | USDA, USDA regulations, GAP certification, Good agricultural practices, Food safety on farm, FSMA, Animal welfare, Pesticide licensing, Pesticide license, Certified crop adviser, CCA
Equine Care | Horses, Horse care, Equine, Equine management, Horse training, Horse handling, Stable management, Barn management, Mucking stalls, Grooming horses, Riding instruction, Horseback riding
Landscape Nursery | Nursery stock, Tree nursery, Garden center, Garden centre, Gardening, Gardener, Plant sales, Plant identification
`,
);
