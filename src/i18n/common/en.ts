export default {
  productName: 'Drape3D',
  officialSite: 'Official Site',
  loading: 'Loading…',
}
