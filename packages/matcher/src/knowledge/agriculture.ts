import type { Profession } from './types';

export const agriculture = {
  category: 'Agriculture',
  fields: ['agriculture', 'landscaping'],
  families: `
agriculture | agriculture and farming | landscaping research | farmer@3 farm@2 rancher@3 ranch@2 agriculture@3 agricultural@3 agronomist@3 crop@2 livestock@2 horticulture@3 horticulturist@3 greenhouse@2 grower@2 harvest@2 forestry@3 fishery@3 fisheries@3 dairy@2 agribusiness@3 farmworker@1 farmhand@1 irrigation@2 agronomy@3 viticulture@3 orchard@2 poultry@2 veterinary_technician@2
landscaping | landscaping and grounds | agriculture construction | landscaper@2 landscaping@2 groundskeeper@2 gardener@2 lawn@2 arborist@2 tree@2:0.5 grounds@2 landscape@2 nursery@2:0.5
`,
  skills: `
Farming | Farm, Farmer, Farm management, Farm operations, Farm manager, Agricultural operations, Agriculture, Agricultural, Agribusiness, Ranching, !Rancher, Ranch management, Farmwork, Farm work, Farm labor, Farmhand, Farm hand
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
} as const satisfies Profession;
