export default {
  productName: 'Drape3D',
  officialSite: '공식 사이트',
  loading: '불러오는 중…',
}
